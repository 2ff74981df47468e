def todo():
