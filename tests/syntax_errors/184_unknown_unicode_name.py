snow = "\N{SNOWMANN}"
