class Config:  # settings go here
