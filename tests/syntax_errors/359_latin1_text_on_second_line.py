# Greeting
msg = "été " + "à Paris"
