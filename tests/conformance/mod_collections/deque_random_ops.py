# Thousands of pseudo-random deque operations, checked against a list model and printed.
from collections import deque

state = 12345
def rand(n):
    global state
    state = (state * 1103515245 + 12345) % (1 << 31)
    return state % n

for maxlen in (None, 0, 1, 5, 17):
    d = deque(maxlen=maxlen)
    model = []
    trace = []
    for step in range(1500):
        op = rand(12)
        value = rand(50)
        try:
            if op == 0:
                d.append(value); model.append(value)
            elif op == 1:
                d.appendleft(value); model.insert(0, value)
            elif op == 2:
                got = d.pop(); want = model.pop(); assert got == want
            elif op == 3:
                got = d.popleft(); want = model.pop(0); assert got == want
            elif op == 4:
                n = rand(7) - 3
                d.rotate(n)
                if model:
                    k = n % len(model)
                    model[:] = model[-k:] + model[:-k] if k else model
            elif op == 5:
                items = [rand(9) for _ in range(rand(4))]
                d.extend(items); model.extend(items)
            elif op == 6:
                items = [rand(9) for _ in range(rand(4))]
                d.extendleft(items); model[:0] = items[::-1]
            elif op == 7 and model:
                i = rand(len(model) * 2) - len(model)
                d[i] = value; model[i] = value
            elif op == 8 and model:
                i = rand(len(model))
                del d[i]; del model[i]
            elif op == 9:
                i = rand(len(model) + 3) - 1
                d.insert(i, value); model.insert(i, value)
            elif op == 10 and model:
                target = model[rand(len(model))]
                d.remove(target); model.remove(target)
            elif op == 11:
                d.reverse(); model.reverse()
        except IndexError as e:
            trace.append('I%d:%s' % (op, e))
            if op in (2, 3):
                continue
        if maxlen is not None and len(model) > maxlen:
            # The model drops from the end opposite to the one written.
            if op in (1, 6):
                del model[maxlen:]
            else:
                del model[:len(model) - maxlen]
        if list(d) != model:
            trace.append('mismatch at %d op %d' % (step, op))
            model = list(d)
        if step % 100 == 0:
            trace.append(''.join(str(x % 10) for x in d))
    print(maxlen, len(d), sum(d), d.count(3), list(d)[:8])
    for line in trace:
        print(' ', line)
