# Native loops must count against the step budget in fuzz builds: each of
# these would run for minutes (or exhaust memory) without it.
for thunk in [lambda: sum(range(10**12)), lambda: max(range(10**11)),
              lambda: dict.fromkeys(range(10**9)), lambda: set(range(10**9)),
              lambda: any(x < 0 for x in range(10**12)), lambda: sorted(range(10**9))]:
    try:
        thunk()
    except BaseException as e:
        print(type(e).__name__)
