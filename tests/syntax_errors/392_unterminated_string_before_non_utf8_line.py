name = "Jos
# café
