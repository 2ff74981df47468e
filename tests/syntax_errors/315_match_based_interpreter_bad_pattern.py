def evaluate(node):
    match node:
        case ("num", value):
            return value
        case ("add", left, right):
            return evaluate(left) + evaluate(right)
        case ("neg", operand):
            return -evaluate(operand)
        case ("mul", left, right) if:
            return evaluate(left) * evaluate(right)
        case _:
            raise ValueError(node)
