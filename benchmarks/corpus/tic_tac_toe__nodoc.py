import random

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return "draw" if " " not in board else None


def minimax(board, player, memo=None):
    memo = {} if memo is None else memo
    key = ("".join(board), player)
    if key in memo:
        return memo[key]
    result = winner(board)
    if result is not None:
        return (0 if result == "draw" else (1 if result == player else -1)), None
    other = "O" if player == "X" else "X"
    best = (-2, None)
    for move in [i for i, cell in enumerate(board) if cell == " "]:
        board[move] = player
        score = -minimax(board, other, memo)[0]
        board[move] = " "
        if score > best[0]:
            best = (score, move)
    memo[key] = best
    return best


def computer_move(board, player, level="hard"):
    free = [i for i, cell in enumerate(board) if cell == " "]
    if level == "easy":
        return random.choice(free)
    return minimax(list(board), player)[1]


def show(board):
    return "\n---+---+---\n".join(" | ".join(board[r * 3:r * 3 + 3]) for r in range(3))


def play():
    board = [" "] * 9
    human = "X"
    while winner(board) is None:
        print(show(board))
        text = input("your move (1-9): ").strip()
        if not text.isdigit() or not 1 <= int(text) <= 9 or board[int(text) - 1] != " ":
            print("invalid move")
            continue
        board[int(text) - 1] = human
        if winner(board) is None:
            board[computer_move(board, "O")] = "O"
    print(show(board))
    print(f"result: {winner(board)}")
