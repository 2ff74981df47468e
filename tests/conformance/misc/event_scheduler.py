# A discrete-event simulation of a queue with one server, using a simulated clock.

class Simulation:
    def __init__(self):
        self.now = 0
        self.events = []
        self.sequence = 0
        self.log = []

    def schedule(self, delay, action, *args):
        self.sequence += 1
        self.events.append((self.now + delay, self.sequence, action, args))
        self.events.sort()

    def run(self, until):
        while self.events and self.events[0][0] <= until:
            time, _, action, args = self.events.pop(0)
            self.now = time
            action(*args)

class Shop:
    def __init__(self, sim, service_times):
        self.sim = sim
        self.queue = []
        self.busy = False
        self.service_times = service_times
        self.served = []
        self.waits = []

    def arrive(self, customer):
        self.sim.log.append("t=%3d arrive %s (queue %d)"
                            % (self.sim.now, customer, len(self.queue)))
        self.queue.append((customer, self.sim.now))
        if not self.busy:
            self.start_service()

    def start_service(self):
        if not self.queue:
            self.busy = False
            return
        customer, arrived = self.queue.pop(0)
        self.busy = True
        self.waits.append(self.sim.now - arrived)
        duration = self.service_times[len(self.served) % len(self.service_times)]
        self.sim.log.append("t=%3d start  %s (waited %d, needs %d)"
                            % (self.sim.now, customer, self.sim.now - arrived, duration))
        self.sim.schedule(duration, self.finish, customer)

    def finish(self, customer):
        self.served.append(customer)
        self.sim.log.append("t=%3d done   %s" % (self.sim.now, customer))
        self.start_service()

sim = Simulation()
shop = Shop(sim, [4, 7, 3])
arrivals = [0, 2, 3, 9, 10, 11, 25, 26]
for i, t in enumerate(arrivals):
    sim.schedule(t, shop.arrive, "c%d" % i)
sim.run(until=30)
print("\n".join(sim.log))
print("served:", shop.served)
print("waits:", shop.waits, "average: %.2f" % (sum(shop.waits) / len(shop.waits)))
print("still queued:", [c for c, _ in shop.queue], "clock:", sim.now)
sim.run(until=100)
print("after full run:", len(shop.served), "served, clock", sim.now)
