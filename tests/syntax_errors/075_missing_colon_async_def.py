async def fetch(url)
    return await get(url)
