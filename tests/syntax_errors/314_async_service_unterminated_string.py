import asyncio


async def fetch(name, delay):
    await asyncio.sleep(delay)
    return f"{name} done"


async def main():
    results = await asyncio.gather(
        fetch("a", 0.1),
        fetch("b", 0.2),
    )
    for r in results:
        print(r)
    print('all finished)


asyncio.run(main())
