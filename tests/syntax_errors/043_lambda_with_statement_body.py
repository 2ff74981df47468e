handler = lambda event: return event.name
