async def main():
    async with client as c
        await c.get()
