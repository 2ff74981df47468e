async def f():
    await x = 1
