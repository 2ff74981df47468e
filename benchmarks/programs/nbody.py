# bench-count-size: 2000
# Float arithmetic: an n-body simulation of the Sun and the four giant
# planets, advanced with a fixed time step (symplectic Euler), reporting the
# system's energy before and after. The size is the number of steps.
import sys

PI = 3.14159265358979323
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24


class Body:
    def __init__(self, x, y, z, vx, vy, vz, mass):
        self.position = [x, y, z]
        self.velocity = [vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR]
        self.mass = mass * SOLAR_MASS


def make_system():
    sun = Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0)
    jupiter = Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                   1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
                   9.54791938424326609e-04)
    saturn = Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                  -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
                  2.85885980666130812e-04)
    uranus = Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
                  2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
                  4.36624404335156298e-05)
    neptune = Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
                   2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
                   5.15138902046611451e-05)
    bodies = [sun, jupiter, saturn, uranus, neptune]
    # Give the Sun the momentum that makes the system's total zero.
    px = py = pz = 0.0
    for body in bodies:
        px += body.velocity[0] * body.mass
        py += body.velocity[1] * body.mass
        pz += body.velocity[2] * body.mass
    sun.velocity = [-px / SOLAR_MASS, -py / SOLAR_MASS, -pz / SOLAR_MASS]
    return bodies


def pairs_of(bodies):
    return [(bodies[i], bodies[j]) for i in range(len(bodies)) for j in range(i + 1, len(bodies))]


def advance(bodies, pairs, dt, steps):
    for _ in range(steps):
        for first, second in pairs:
            p1, p2 = first.position, second.position
            dx = p1[0] - p2[0]
            dy = p1[1] - p2[1]
            dz = p1[2] - p2[2]
            distance_squared = dx * dx + dy * dy + dz * dz
            magnitude = dt / (distance_squared * distance_squared ** 0.5)
            m1 = first.mass * magnitude
            m2 = second.mass * magnitude
            v1, v2 = first.velocity, second.velocity
            v1[0] -= dx * m2
            v1[1] -= dy * m2
            v1[2] -= dz * m2
            v2[0] += dx * m1
            v2[1] += dy * m1
            v2[2] += dz * m1
        for body in bodies:
            position, velocity = body.position, body.velocity
            position[0] += dt * velocity[0]
            position[1] += dt * velocity[1]
            position[2] += dt * velocity[2]


def energy(bodies, pairs):
    total = 0.0
    for body in bodies:
        vx, vy, vz = body.velocity
        total += 0.5 * body.mass * (vx * vx + vy * vy + vz * vz)
    for first, second in pairs:
        dx, dy, dz = (a - b for a, b in zip(first.position, second.position))
        total -= first.mass * second.mass / (dx * dx + dy * dy + dz * dz) ** 0.5
    return total


def main():
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 75000
    bodies = make_system()
    pairs = pairs_of(bodies)
    print("nbody %d %.9f" % (steps, energy(bodies, pairs)))
    advance(bodies, pairs, 0.01, steps)
    print("nbody %d %.9f" % (steps, energy(bodies, pairs)))
    print("nbody", " ".join("%.6f" % body.position[0] for body in bodies))


if __name__ == "__main__":
    main()
