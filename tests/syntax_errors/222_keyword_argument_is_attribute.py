plot(x.label="time")
