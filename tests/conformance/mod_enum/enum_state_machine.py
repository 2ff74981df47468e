# A small state machine keyed by enum members.
from enum import Enum, auto

class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    DONE = auto()

class Event(Enum):
    START = 'start'
    PAUSE = 'pause'
    RESUME = 'resume'
    FINISH = 'finish'

TRANSITIONS = {
    (State.IDLE, Event.START): State.RUNNING,
    (State.RUNNING, Event.PAUSE): State.PAUSED,
    (State.PAUSED, Event.RESUME): State.RUNNING,
    (State.RUNNING, Event.FINISH): State.DONE,
}

def run(events):
    state = State.IDLE
    history = [state.name]
    for name in events:
        event = Event(name)
        key = (state, event)
        if key not in TRANSITIONS:
            history.append('invalid %s in %s' % (event.value, state.name))
            continue
        state = TRANSITIONS[key]
        history.append(state.name)
    return state, history

final, steps = run(['start', 'pause', 'resume', 'finish', 'start'])
print(final, steps)
final, steps = run(['pause', 'start'])
print(repr(final), steps)
try:
    run(['explode'])
except ValueError as e:
    print('ValueError', e)
print(sorted(s.name for s in State))
print([s.value for s in State])
