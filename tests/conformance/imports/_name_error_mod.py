y = undefined_name_here
