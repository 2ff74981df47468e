value = obj.1st
