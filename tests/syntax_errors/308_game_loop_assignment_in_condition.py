import random

BOARD_SIZE = 3


def new_board():
    return [[" "] * BOARD_SIZE for _ in range(BOARD_SIZE)]


def winner(board):
    lines = board + [list(col) for col in zip(*board)]
    lines.append([board[i][i] for i in range(BOARD_SIZE)])
    for line in lines:
        if line[0] != " " and line.count(line[0]) == BOARD_SIZE:
            return line[0]
    return None


def play():
    board = new_board()
    player = "X"
    while winner(board) is None:
        r, c = random.randrange(3), random.randrange(3)
        if board[r][c] = " ":
            board[r][c] = player
            player = "O" if player == "X" else "X"
    return winner(board)
