async def f():
    return [x async in source]
