# bench-count-size: 300
# An object-oriented simulation: a discrete-event task scheduler. Tasks of
# several kinds (workers, producers, consumers, timers) share a small class
# hierarchy and are driven through virtual methods by a scheduler that keeps
# a binary-heap run queue ordered by wake-up time and priority. The size is
# the number of ticks the simulation runs.
import sys


class RunQueue:
    """A binary min-heap of (time, priority, sequence, task) entries."""

    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)

    def push(self, entry):
        items = self.items
        items.append(entry)
        index = len(items) - 1
        while index > 0:
            parent = (index - 1) // 2
            if items[parent] <= entry:
                break
            items[index] = items[parent]
            index = parent
        items[index] = entry

    def pop(self):
        items = self.items
        last = items.pop()
        if not items:
            return last
        top = items[0]
        size = len(items)
        index = 0
        while True:
            child = 2 * index + 1
            if child >= size:
                break
            if child + 1 < size and items[child + 1] < items[child]:
                child += 1
            if last <= items[child]:
                break
            items[index] = items[child]
            index = child
        items[index] = last
        return top


class Mailbox:
    def __init__(self):
        self.messages = []

    def put(self, message):
        self.messages.append(message)

    def take(self):
        if self.messages:
            return self.messages.pop(0)
        return None


class Task:
    next_id = 0

    def __init__(self, scheduler, priority):
        Task.next_id += 1
        self.ident = Task.next_id
        self.scheduler = scheduler
        self.priority = priority
        self.runs = 0
        self.done = False

    def step(self, now):
        raise NotImplementedError

    def run(self, now):
        self.runs += 1
        delay = self.step(now)
        if delay is not None and not self.done:
            self.scheduler.schedule(self, now + delay)

    def describe(self):
        return "%s#%d" % (type(self).__name__, self.ident)


class Worker(Task):
    def __init__(self, scheduler, priority, work):
        super().__init__(scheduler, priority)
        self.work = work
        self.accumulator = priority

    def step(self, now):
        acc = self.accumulator
        for i in range(self.work):
            acc = (acc * 1103515245 + 12345 + i) & 0x7FFFFFFF
        self.accumulator = acc
        self.scheduler.record(self, acc & 0xFF)
        return 1 + acc % 5


class Producer(Task):
    def __init__(self, scheduler, priority, mailbox):
        super().__init__(scheduler, priority)
        self.mailbox = mailbox
        self.produced = 0

    def step(self, now):
        self.produced += 1
        self.mailbox.put((self.ident, now, self.produced))
        self.scheduler.record(self, self.produced)
        return 2


class Consumer(Task):
    def __init__(self, scheduler, priority, mailbox):
        super().__init__(scheduler, priority)
        self.mailbox = mailbox
        self.consumed = 0
        self.latency = 0

    def step(self, now):
        message = self.mailbox.take()
        while message is not None:
            sender, sent, serial = message
            self.consumed += 1
            self.latency += now - sent
            self.scheduler.record(self, sender + serial)
            message = self.mailbox.take()
        return 3


class Timer(Task):
    def __init__(self, scheduler, priority, period, limit):
        super().__init__(scheduler, priority)
        self.period = period
        self.limit = limit

    def step(self, now):
        self.scheduler.record(self, now)
        if self.runs >= self.limit:
            self.done = True
            self.scheduler.spawn_timer(self.priority)
            return None
        return self.period


class Scheduler:
    def __init__(self):
        self.queue = RunQueue()
        self.sequence = 0
        self.checksum = 0
        self.events = 0
        self.tasks = []

    def add(self, task, when=0):
        self.tasks.append(task)
        self.schedule(task, when)

    def schedule(self, task, when):
        self.sequence += 1
        self.queue.push((when, task.priority, self.sequence, task))

    def record(self, task, value):
        self.events += 1
        self.checksum = (self.checksum * 17 + task.ident * 7 + value) % 2147483647

    def spawn_timer(self, priority):
        self.add(Timer(self, priority, 1 + priority % 4, 6), self.now + 1)

    def run(self, ticks):
        self.now = 0
        while self.queue and self.now < ticks:
            when, _, _, task = self.queue.pop()
            self.now = when
            task.run(when)


def main():
    ticks = int(sys.argv[1]) if len(sys.argv) > 1 else 6500
    scheduler = Scheduler()
    for group in range(6):
        mailbox = Mailbox()
        scheduler.add(Worker(scheduler, group, 20 + group * 5))
        scheduler.add(Worker(scheduler, group + 1, 35))
        scheduler.add(Producer(scheduler, group, mailbox))
        scheduler.add(Producer(scheduler, group + 2, mailbox), 1)
        scheduler.add(Consumer(scheduler, group, mailbox))
        scheduler.add(Timer(scheduler, group, 3, 5))
    scheduler.run(ticks)
    kinds = {}
    for task in scheduler.tasks:
        name = task.describe().split("#")[0]
        kinds[name] = kinds.get(name, 0) + task.runs
    consumed = sum(t.consumed for t in scheduler.tasks if isinstance(t, Consumer))
    print("scheduler", ticks, scheduler.events, scheduler.checksum, consumed)
    print(" ".join("%s=%d" % item for item in sorted(kinds.items())))


if __name__ == "__main__":
    main()
