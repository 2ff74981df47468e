# bench-count-size: 12
# A small Lisp interpreter: reader (tokenizer and parser into nested lists),
# environments as chained dicts, special forms (define, lambda, if, let,
# begin, set!), closures as Python objects, and builtins in a dict. It runs
# recursive and higher-order Lisp programs: fibonacci, list sorting with
# a merge sort, map/filter/fold, and a tail-style loop. The size scales the
# Lisp programs' inputs.
import sys


class Symbol(str):
    pass


class LispError(Exception):
    pass


def tokenize(text):
    return text.replace("(", " ( ").replace(")", " ) ").replace("'", " ' ").split()


def read(tokens):
    if not tokens:
        raise LispError("unexpected end of input")
    token = tokens.pop()
    if token == "(":
        items = []
        while tokens[-1] != ")":
            items.append(read(tokens))
        tokens.pop()
        return items
    if token == ")":
        raise LispError("unexpected )")
    if token == "'":
        return [Symbol("quote"), read(tokens)]
    try:
        return int(token)
    except ValueError:
        return Symbol(token)


def parse_all(text):
    tokens = tokenize(text)
    tokens.reverse()
    forms = []
    while tokens:
        forms.append(read(tokens))
    return forms


class Environment:
    def __init__(self, names=(), values=(), outer=None):
        self.table = dict(zip(names, values))
        self.outer = outer

    def find(self, name):
        env = self
        while env is not None:
            if name in env.table:
                return env
            env = env.outer
        raise LispError("unbound symbol " + name)


class Procedure:
    def __init__(self, params, body, env):
        self.params = params
        self.body = body
        self.env = env

    def __call__(self, *args):
        return evaluate(self.body, Environment(self.params, args, self.env))


def lisp_list(*items):
    return list(items)


def standard_environment():
    env = Environment()
    env.table.update({
        "+": lambda *a: sum(a), "-": lambda a, b=None: -a if b is None else a - b,
        "*": lambda a, b: a * b, "quotient": lambda a, b: a // b,
        "remainder": lambda a, b: a % b, "<": lambda a, b: a < b, ">": lambda a, b: a > b,
        "=": lambda a, b: a == b, "<=": lambda a, b: a <= b,
        "car": lambda x: x[0], "cdr": lambda x: x[1:], "cons": lambda x, y: [x] + y,
        "null?": lambda x: x == [], "list": lisp_list, "length": len,
        "not": lambda x: x is False, "apply": lambda f, args: f(*args),
    })
    return env


def evaluate(x, env):
    while True:
        if isinstance(x, Symbol):
            return env.find(x).table[x]
        if not isinstance(x, list):
            return x
        head = x[0]
        if head == "quote":
            return x[1]
        if head == "if":
            test = evaluate(x[1], env)
            x = x[2] if test is not False else (x[3] if len(x) > 3 else False)
            continue
        if head == "define":
            env.table[x[1]] = evaluate(x[2], env)
            return None
        if head == "set!":
            env.find(x[1]).table[x[1]] = evaluate(x[2], env)
            return None
        if head == "lambda":
            body = x[2] if len(x) == 3 else [Symbol("begin")] + x[2:]
            return Procedure(x[1], body, env)
        if head == "let":
            names = [binding[0] for binding in x[1]]
            values = [evaluate(binding[1], env) for binding in x[1]]
            env = Environment(names, values, env)
            x = x[2] if len(x) == 3 else [Symbol("begin")] + x[2:]
            continue
        if head == "begin":
            for form in x[1:-1]:
                evaluate(form, env)
            x = x[-1]
            continue
        function = evaluate(head, env)
        args = [evaluate(arg, env) for arg in x[1:]]
        if isinstance(function, Procedure):
            # A tail call: reuse this loop instead of recursing in Python.
            env = Environment(function.params, args, function.env)
            x = function.body
            continue
        return function(*args)


PRELUDE = """
(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))
(define map (lambda (f xs) (if (null? xs) '() (cons (f (car xs)) (map f (cdr xs))))))
(define filter (lambda (p xs)
  (if (null? xs) '() (if (p (car xs)) (cons (car xs) (filter p (cdr xs))) (filter p (cdr xs))))))
(define fold (lambda (f acc xs) (if (null? xs) acc (fold f (f acc (car xs)) (cdr xs)))))
(define range (lambda (a b) (if (< a b) (cons a (range (+ a 1) b)) '())))
(define take (lambda (n xs) (if (= n 0) '() (cons (car xs) (take (- n 1) (cdr xs))))))
(define drop (lambda (n xs) (if (= n 0) xs (drop (- n 1) (cdr xs)))))
(define merge (lambda (a b)
  (if (null? a) b (if (null? b) a
    (if (<= (car a) (car b)) (cons (car a) (merge (cdr a) b)) (cons (car b) (merge a (cdr b))))))))
(define sort (lambda (xs)
  (let ((n (length xs)))
    (if (< n 2) xs
      (let ((half (quotient n 2)))
        (merge (sort (take half xs)) (sort (drop half xs))))))))
(define make-counter (lambda ()
  (let ((count 0)) (lambda () (set! count (+ count 1)) count))))
(define loop (lambda (i acc) (if (= i 0) acc (loop (- i 1) (remainder (+ (* acc 31) i) 1000003)))))
(define scramble (lambda (xs) (map (lambda (x) (remainder (* x 7919) 1009)) xs)))
"""


def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 90
    env = standard_environment()
    for form in parse_all(PRELUDE):
        evaluate(form, env)
    program = """
    (list
      (fib {fib})
      (fold + 0 (map (lambda (x) (* x x))
                     (filter (lambda (x) (= (remainder x 3) 0)) (range 0 {n}))))
      (fold + 0 (take 10 (sort (scramble (range 0 {n})))))
      (let ((c (make-counter))) (begin (c) (c) (c)))
      (loop {loop} 1))
    """.format(fib=12 + size // 10, n=size * 3, loop=size * 300)
    results = []
    for form in parse_all(program):
        results = evaluate(form, env)
    sorted_check = evaluate(parse_all("(sort (scramble (range 0 %d)))" % (size * 2))[0], env)
    ordered = all(a <= b for a, b in zip(sorted_check, sorted_check[1:]))
    try:
        evaluate(parse_all("(undefined-function 1 2)")[0], env)
    except LispError as error:
        results.append(str(error))
    print("lisp", size, results, ordered, len(sorted_check))


if __name__ == "__main__":
    main()
