@app.route("/") methods
def index():
    pass
