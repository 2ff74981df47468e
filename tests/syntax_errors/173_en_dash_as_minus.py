diff = a – b
