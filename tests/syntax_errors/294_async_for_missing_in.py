async def main():
    async for item aiter():
        pass
