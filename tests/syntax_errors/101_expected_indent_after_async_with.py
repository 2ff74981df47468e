async def main():
    async with session:
    await session.close()
