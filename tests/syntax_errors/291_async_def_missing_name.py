async def (url):
    pass
