"""Taipan's random module: pseudo-random numbers.

The native _random module supplies the Mersenne Twister core (random, getrandbits, the raw
state).  This file layers on top of it: seeding from str and bytes, integers in ranges,
sequence helpers and the classic real-valued distributions.  Each method consumes the
generator's output in the same order, and combines it with the same arithmetic, as
CPython 3.13 does, so equal seeds give equal results on both interpreters.

Invariant: integer methods always go through self._below(n).  Which implementation that
is depends on the class: a subclass that supplies its own random() but not getrandbits()
gets one built from random(), otherwise one built from getrandbits() (see
Random.__init_subclass__).
"""

import _random
import math as _m

__all__ = ["Random", "SystemRandom", "seed", "random", "uniform", "randint", "choice",
           "sample", "randrange", "shuffle", "normalvariate", "lognormvariate",
           "expovariate", "vonmisesvariate", "gammavariate", "triangular", "gauss",
           "betavariate", "paretovariate", "weibullvariate", "getstate", "setstate",
           "getrandbits", "choices", "randbytes", "binomialvariate"]

_log, _exp, _sqrt, _floor = _m.log, _m.exp, _m.sqrt, _m.floor
_cos, _sin, _acos = _m.cos, _m.sin, _m.acos
_TAU = _m.tau

# Bound on |(u1 - 0.5) / u2| in Kinderman and Monahan's ratio-of-uniforms method for the
# normal distribution: 4 * e**-0.5 / sqrt(2).
_KM_BOUND = 4 * _exp(-0.5) / _sqrt(2.0)
# Constants of Cheng's algorithm GB for gamma variates with shape > 1.
_CHENG_LOG4 = _log(4.0)
_CHENG_D = 1.0 + _log(4.5)
# random() yields multiples of 2**-53.
_MANTISSA_BITS = 53
_ULP = 2.0 ** -_MANTISSA_BITS

_TEXT_SEEDS = (str, bytes, bytearray)
_PLAIN_SEEDS = (type(None), int, float)


def _index(value):
    # The same as operator.index, which this module avoids importing.
    if isinstance(value, int):
        return int(value)
    hook = getattr(type(value), '__index__', None)
    if hook is not None:
        return hook(value)
    raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")


def _prefix_sums(values):
    sums = []
    for value in values:
        sums.append(value if not sums else sums[-1] + value)
    return sums


def _first_above(sorted_values, x, hi):
    # Index of the first of sorted_values[:hi] that is greater than x (hi if none is).
    lo = 0
    while lo < hi:
        mid = (lo + hi) >> 1
        if sorted_values[mid] > x:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _indexable(population):
    if isinstance(population, (dict, set, frozenset)):
        return False
    if isinstance(population, (list, tuple, range, str, bytes)):
        return True
    kind = type(population)
    return hasattr(kind, '__len__') and hasattr(kind, '__getitem__')


def _legacy_text_seed(text):
    # Version-1 seeding of a str or bytes: an old string hash, computed in 64 bits.
    if isinstance(text, bytes):
        text = text.decode('latin-1')
    acc = (ord(text[0]) << 7) if text else 0
    for code in map(ord, text):
        acc = ((acc * 1000003) ^ code) & 0xFFFFFFFFFFFFFFFF
    acc ^= len(text)
    return -2 if acc == -1 else acc


def _digest_seed(data):
    # Version-2 seeding: the bytes followed by their SHA-512 digest, read as one integer.
    raw = data.encode() if isinstance(data, str) else bytes(data)
    return int.from_bytes(raw + _random._sha512(raw), 'big')


class Random(_random.Random):
    """A Mersenne Twister generator carrying all the methods of the random module."""

    VERSION = 3

    def __init__(self, x=None):
        self.seed(x)
        self._spare_normal = None

    def __init_subclass__(cls, /, **keywords):
        # Look for the nearest class along the MRO that defines one of the primitives;
        # a class defining _below itself is left alone.
        for klass in cls.__mro__:
            own = vars(klass)
            if '_below' in own:
                return
            if 'getrandbits' in own:
                cls._below = cls._below_by_bits
                return
            if 'random' in own:
                cls._below = cls._below_by_floats
                return

    def seed(self, a=None, version=2):
        """Reinitializes the generator from a (None means: from system entropy)."""
        if version == 1 and isinstance(a, (bytes, str)):
            a = _legacy_text_seed(a)
        elif version == 2 and isinstance(a, _TEXT_SEEDS):
            a = _digest_seed(a)
        elif not isinstance(a, _PLAIN_SEEDS + _TEXT_SEEDS):
            raise TypeError('The only supported seed types are:\n'
                            'None, int, float, str, bytes, and bytearray.')
        self._spare_normal = None
        super().seed(a)

    def getstate(self):
        """Returns an object that setstate() accepts to resume from this point."""
        return (self.VERSION, super().getstate(), self._spare_normal)

    def setstate(self, state):
        """Resumes from an object returned by getstate()."""
        version = state[0]
        if version not in (2, 3):
            raise ValueError("state with version %s passed to Random.setstate() "
                             "of version %s" % (version, self.VERSION))
        _, words, spare = state
        if version == 2:
            # Old version-2 states could hold words as negative ints; bring them back
            # into [0, 2**32).
            try:
                words = tuple(w % 0x100000000 for w in words)
            except ValueError as problem:
                raise TypeError from problem
        super().setstate(words)
        self._spare_normal = spare

    def __reduce__(self):
        return type(self), (), self.getstate()

    def __getstate__(self):
        return self.getstate()

    def __setstate__(self, state):
        self.setstate(state)

    # Integers.

    def _below_by_bits(self, n):
        # Rejection sampling: draw n.bit_length() bits until the number is below n.
        width = n.bit_length()
        while True:
            candidate = self.getrandbits(width)
            if candidate < n:
                return candidate

    def _below_by_floats(self, n, limit=1 << _MANTISSA_BITS):
        # For subclasses that only provide random(): scale a float, rejecting the top
        # sliver of [0, 1) that would make small results more likely than large ones.
        rand = self.random
        if n >= limit:
            return _floor(rand() * n)
        if not n:
            raise ValueError("Boundary cannot be zero")
        cutoff = (limit - limit % n) / limit
        while True:
            u = rand()
            if u < cutoff:
                return _floor(u * limit) % n

    _below = _below_by_bits

    def randrange(self, start, stop=None, step=1):
        """Returns a randomly chosen element of range(start, stop, step)."""
        lo = _index(start)
        if stop is None:
            if step != 1:
                raise TypeError("Missing a non-None stop argument")
            if lo <= 0:
                raise ValueError("empty range for randrange()")
            return self._below(lo)
        span = _index(stop) - lo
        stride = _index(step)
        if stride == 1:
            if span <= 0:
                raise ValueError(f"empty range in randrange({start}, {stop})")
            return lo + self._below(span)
        if stride == 0:
            raise ValueError("zero step for randrange()")
        # Ceiling division gives the number of elements for either sign of stride.
        count = -(-span // stride)
        if count <= 0:
            raise ValueError(f"empty range in randrange({start}, {stop}, {step})")
        return lo + stride * self._below(count)

    def randint(self, a, b):
        """Returns a random integer N with a <= N <= b."""
        return self.randrange(a, b + 1)

    def randbytes(self, n):
        """Returns n random bytes."""
        return self.getrandbits(8 * n).to_bytes(n, 'little')

    # Sequences.

    def choice(self, seq):
        """Returns a random element of the non-empty sequence seq."""
        size = len(seq)
        if size == 0:
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._below(size)]

    def shuffle(self, x):
        """Shuffles the mutable sequence x in place (Fisher-Yates, last slot first)."""
        below = self._below
        slot = len(x) - 1
        while slot > 0:
            other = below(slot + 1)
            x[slot], x[other] = x[other], x[slot]
            slot -= 1

    def _sample_counted(self, population, k, counts):
        # Sampling a population in which element i appears counts[i] times: sample
        # positions in the expanded population, then map each back to its element.
        edges = _prefix_sums(counts)
        if len(edges) != len(population):
            raise ValueError('The number of counts does not match the population')
        total = edges.pop()
        if not isinstance(total, int):
            raise TypeError('Counts must be integers')
        elif total <= 0:
            raise ValueError('Total of counts must be greater than zero')
        return [population[_first_above(edges, position, len(edges))]
                for position in self.sample(range(total), k=k)]

    def sample(self, population, k, *, counts=None):
        """Returns k distinct elements of population, in selection order.  With counts,
        element i of population is treated as repeated counts[i] times."""
        if not _indexable(population):
            raise TypeError("Population must be a sequence.  "
                            "For dicts or sets, use sorted(d).")
        if counts is not None:
            return self._sample_counted(population, k, counts)
        size = len(population)
        if k < 0 or k > size:
            raise ValueError("Sample larger than population or is negative")
        below = self._below
        # Preallocated, so a non-integer k fails here just as it does in CPython.
        picked = k * [None]
        filled = 0
        # Copying the population costs O(size) while rejecting repeats costs a set of
        # O(k); the cut-over size grows with k as in CPython so the draws match.
        pool_limit = 21 + (4 ** _m.ceil(_log(3 * k, 4)) if k > 5 else 0)
        if size <= pool_limit:
            pool = list(population)
            remaining = size
            while filled < k:
                pos = below(remaining)
                remaining -= 1
                picked[filled] = pool[pos]
                filled += 1
                pool[pos] = pool[remaining]
        else:
            used = set()
            while filled < k:
                pos = below(size)
                if pos not in used:
                    used.add(pos)
                    picked[filled] = population[pos]
                    filled += 1
        return picked

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        """Returns k elements of population chosen with replacement, uniformly or in
        proportion to weights (or to the increments of cum_weights)."""
        rand = self.random
        size = len(population)
        if weights is not None and cum_weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        if cum_weights is None:
            if weights is None:
                scale = float(size)
                return [population[_floor(rand() * scale)] for _ in range(k)]
            try:
                cum_weights = _prefix_sums(weights)
            except TypeError:
                if isinstance(weights, int):
                    k = weights
                    raise TypeError(
                        f'The number of choices must be a keyword argument: {k=}') from None
                raise
        if len(cum_weights) != size:
            raise ValueError('The number of weights does not match the population')
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError('Total of weights must be greater than zero')
        if not _m.isfinite(total):
            raise ValueError('Total of weights must be finite')
        last = size - 1
        return [population[_first_above(cum_weights, rand() * total, last)]
                for _ in range(k)]

    # Real-valued distributions.  Each comment names the published method; the
    # arithmetic follows it exactly so results agree with CPython bit for bit.

    def uniform(self, a, b):
        """Returns a float between a and b."""
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        """Triangular distribution on [low, high] with its peak at mode (by default the
        midpoint), by inverting the cumulative distribution."""
        u = self.random()
        if mode is None:
            peak = 0.5
        else:
            try:
                peak = (mode - low) / (high - low)
            except ZeroDivisionError:
                return low
        if u <= peak:
            return low + (high - low) * _sqrt(u * peak)
        # Mirror the upper part onto the lower one.
        return high + (low - high) * _sqrt((1.0 - u) * (1.0 - peak))

    def normalvariate(self, mu=0.0, sigma=1.0):
        """Normal distribution, by Kinderman and Monahan's ratio-of-uniforms method."""
        rand = self.random
        while True:
            a = rand()
            b = 1.0 - rand()
            candidate = _KM_BOUND * (a - 0.5) / b
            if candidate * candidate / 4.0 <= -_log(b):
                return mu + candidate * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        """Normal distribution by the Box-Muller transform.  Each transform produces two
        independent variates; the second is kept for the next call."""
        value, self._spare_normal = self._spare_normal, None
        if value is None:
            theta = _TAU * self.random()
            radius = _sqrt(-2.0 * _log(1.0 - self.random()))
            value = radius * _cos(theta)
            self._spare_normal = radius * _sin(theta)
        return mu + value * sigma

    def lognormvariate(self, mu, sigma):
        """Log-normal distribution: e raised to a normal variate."""
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd=1.0):
        """Exponential distribution with rate lambd, by inverting its distribution."""
        return -_log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        """Von Mises (circular normal) distribution, by the rejection method of Best and
        Fisher (1979)."""
        rand = self.random
        if kappa <= 1e-6:
            return _TAU * rand()
        half = 0.5 / kappa
        r = half + _sqrt(1.0 + half * half)
        while True:
            z = _cos(_m.pi * rand())
            d = z / (r + z)
            u = rand()
            if u < 1.0 - d * d or u <= (1.0 - d) * _exp(d):
                inv_r = 1.0 / r
                offset = _acos((inv_r + z) / (1.0 + inv_r * z))
                return (mu + (offset if rand() > 0.5 else -offset)) % _TAU

    def _gamma_cheng(self, alpha):
        # Cheng (1977), algorithm GB, for shape alpha > 1.
        rand = self.random
        a = _sqrt(2.0 * alpha - 1.0)
        b = alpha - _CHENG_LOG4
        c = alpha + a
        while True:
            u1 = rand()
            if 1e-7 < u1 < 0.9999999:
                u2 = 1.0 - rand()
                v = _log(u1 / (1.0 - u1)) / a
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                w = b + c * v - x
                if w + _CHENG_D - 4.5 * z >= 0.0 or w >= _log(z):
                    return x

    def _gamma_ahrens_dieter(self, alpha):
        # Ahrens and Dieter (1974), algorithm GS, for shape 0 < alpha < 1.
        rand = self.random
        b = (_m.e + alpha) / _m.e
        while True:
            p = b * rand()
            if p > 1.0:
                x = -_log((b - p) / alpha)
                threshold = x ** (alpha - 1.0)
            else:
                x = p ** (1.0 / alpha)
                threshold = _exp(-x)
            if rand() <= threshold:
                return x

    def gammavariate(self, alpha, beta):
        """Gamma distribution with shape alpha and scale beta (both must be > 0)."""
        if beta <= 0.0 or alpha <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        if alpha == 1.0:
            # The gamma distribution of shape 1 is the exponential one.
            return -_log(1.0 - self.random()) * beta
        if alpha > 1.0:
            return self._gamma_cheng(alpha) * beta
        return self._gamma_ahrens_dieter(alpha) * beta

    def betavariate(self, alpha, beta):
        """Beta distribution, as X / (X + Y) for gamma variates X and Y."""
        x = self.gammavariate(alpha, 1.0)
        return x / (x + self.gammavariate(beta, 1.0)) if x else 0.0

    def paretovariate(self, alpha):
        """Pareto distribution with shape alpha, by inversion."""
        return (1.0 - self.random()) ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        """Weibull distribution with scale alpha and shape beta, by inversion."""
        return alpha * (-_log(1.0 - self.random())) ** (1.0 / beta)

    def _binomial_geometric(self, n, p):
        # For small n*p: walk from success to success; the gaps between successes are
        # geometric and drawn by inversion (Devroye, "Non-Uniform Random Variate
        # Generation", the second waiting-time method).
        step_scale = _m.log2(1.0 - p)
        hits = 0
        if not step_scale:
            return hits
        trial = 0
        rand = self.random
        while True:
            trial += _floor(_m.log2(rand()) / step_scale) + 1
            if trial > n:
                return hits
            hits += 1

    def _binomial_btrs(self, n, p):
        # Hormann (1993), "The generation of binomial random variates": the BTRS
        # transformed rejection method with a squeeze, for n*p >= 10 and p <= 0.5.
        rand = self.random
        lg = _m.lgamma
        spread = _sqrt(n * p * (1.0 - p))
        width = 1.15 + 2.53 * spread
        skew = -0.0873 + 0.0248 * width + 0.01 * p
        centre = n * p + 0.5
        squeeze = 0.92 - 4.2 / width
        # Constants only the full acceptance test needs, computed on first use.
        full_test = None
        while True:
            offset = rand() - 0.5
            dist = 0.5 - abs(offset)
            k = _floor((2.0 * skew / dist + width) * offset + centre)
            if not 0 <= k <= n:
                continue
            v = rand()
            if dist >= 0.07 and v <= squeeze:
                return k
            if full_test is None:
                mode = _floor((n + 1) * p)
                full_test = ((2.83 + 5.1 / width) * spread, _log(p / (1.0 - p)),
                             mode, lg(mode + 1) + lg(n - mode + 1))
            scale, log_odds, mode, log_peak = full_test
            v *= scale / (skew / (dist * dist) + width)
            if _log(v) <= log_peak - lg(k + 1) - lg(n - k + 1) + (k - mode) * log_odds:
                return k

    def binomialvariate(self, n=1, p=0.5):
        """Binomial distribution: the number of successes in n independent trials that
        each succeed with probability p."""
        if n < 0:
            raise ValueError("n must be non-negative")
        if p >= 1.0 or p <= 0.0:
            if p in (0.0, 1.0):
                return n if p else 0
            raise ValueError("p must be in the range 0.0 <= p <= 1.0")
        if n == 1:
            return _index(self.random() < p)
        if p > 0.5:
            # Count failures instead, which have probability below one half.
            return n - self.binomialvariate(n, 1.0 - p)
        if n * p >= 10.0:
            return self._binomial_btrs(n, p)
        return self._binomial_geometric(n, p)


class SystemRandom(Random):
    """Draws from the operating system's entropy source.  Nothing is reproducible:
    seeding is ignored and there is no state to save or restore."""

    def random(self):
        # 56 random bits, of which the top 53 become the fraction.
        return (int.from_bytes(_urandom(7), 'big') >> 3) * _ULP

    def getrandbits(self, k):
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        nbytes = -(-k // 8)
        extra = nbytes * 8 - k
        return int.from_bytes(_urandom(nbytes), 'big') >> extra

    def randbytes(self, n):
        return _urandom(n)

    def seed(self, *ignored, **ignored_kw):
        return None

    def _no_state(self, *ignored, **ignored_kw):
        raise NotImplementedError('System entropy source does not have state.')

    getstate = setstate = _no_state


_urandom = _random._urandom

# The module-level functions are bound methods of one shared, hidden generator.
_shared_generator = Random()
for _name in __all__:
    if _name[0].islower():
        globals()[_name] = getattr(_shared_generator, _name)
del _name
