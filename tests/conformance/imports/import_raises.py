# A module whose code raises is removed from sys.modules; a retry runs it again.
import sys
for attempt in range(2):
    try:
        import _raises
    except ValueError as e:
        print(attempt, type(e).__name__, e)
    print('_raises' in sys.modules, '_raises' in globals())
