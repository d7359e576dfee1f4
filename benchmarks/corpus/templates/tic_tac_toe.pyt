"""Tic-tac-toe: winner detection and an unbeatable minimax player."""

import random
# {clean unused}
# {flaw unused}
import sys
import os
# {end}

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    """'X', 'O', 'draw' or None for a board of 9 cells (' ' for empty)."""
    # {clean branches}
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return "draw" if " " not in board else None
    # {flaw branches}
    if board[0] == board[1] == board[2] and board[0] != " ":
        return board[0]
    if board[3] == board[4] == board[5] and board[3] != " ":
        return board[3]
    if board[6] == board[7] == board[8] and board[6] != " ":
        return board[6]
    if board[0] == board[3] == board[6] and board[0] != " ":
        return board[0]
    if board[1] == board[4] == board[7] and board[1] != " ":
        return board[1]
    if board[2] == board[5] == board[8] and board[2] != " ":
        return board[2]
    if board[0] == board[4] == board[8] and board[0] != " ":
        return board[0]
    if board[2] == board[4] == board[6] and board[2] != " ":
        return board[2]
    if " " not in board:
        return "draw"
    return None
    # {end}


def minimax(board, player, memo=None):
    """(score, move) for ``player`` to move: +1 win, 0 draw, -1 loss."""
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
    """The move the computer plays."""
    free = [i for i, cell in enumerate(board) if cell == " "]
    if level == "easy":
        return random.choice(free)
    return minimax(list(board), player)[1]


def show(board):
    """The board as three text rows."""
    # {clean concat}
    return "\n---+---+---\n".join(" | ".join(board[r * 3:r * 3 + 3]) for r in range(3))
    # {flaw concat}
    s = ""
    for i in range(9):
        s += " " + board[i] + " "
        if i % 3 != 2:
            s += "|"
        elif i != 8:
            s += "\n---+---+---\n"
    return s
    # {end}


def play():
    """A game against the computer on the terminal."""
    board = [" "] * 9
    human = "X"
    while winner(board) is None:
        print(show(board))
        # {clean input}
        text = input("your move (1-9): ").strip()
        if not text.isdigit() or not 1 <= int(text) <= 9 or board[int(text) - 1] != " ":
            print("invalid move")
            continue
        board[int(text) - 1] = human
        # {flaw input}
        try:
            move = eval(input("your move (1-9): "))
            board[move - 1] = human
        except:
            continue
        # {end}
        if winner(board) is None:
            board[computer_move(board, "O")] = "O"
    print(show(board))
    print(f"result: {winner(board)}")
