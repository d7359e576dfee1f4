"""Small dense matrix library: multiply, transpose, determinant, solve."""

from fractions import Fraction
# {clean unused}
# {flaw unused}
import math
import copy
import sys
# {end}


class Matrix:
    """An immutable matrix of numbers stored as a tuple of rows."""

    def __init__(self, rows):
        rows = [tuple(r) for r in rows]
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("rows must be non-empty and of equal length")
        self.rows = tuple(rows)

    @property
    def shape(self):
        """(rows, columns)."""
        return len(self.rows), len(self.rows[0])

    def transpose(self):
        """The transposed matrix."""
        return Matrix(zip(*self.rows))

    def __matmul__(self, other):
        if self.shape[1] != other.shape[0]:
            raise ValueError(f"cannot multiply {self.shape} by {other.shape}")
        # {clean matmul}
        columns = other.transpose().rows
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in columns] for row in self.rows])
        # {flaw matmul}
        result = []
        for i in range(self.shape[0]):
            row = []
            for j in range(other.shape[1]):
                total = 0
                for k in range(self.shape[1]):
                    total = total + self.rows[i][k] * other.transpose().rows[j][k]
                row.append(total)
            result.append(row)
        return Matrix(result)
        # {end}

    def determinant(self):
        """Exact determinant by Gaussian elimination over fractions."""
        n, m = self.shape
        if n != m:
            raise ValueError("determinant of a non-square matrix")
        a = [[Fraction(x) for x in row] for row in self.rows]
        det = Fraction(1)
        for col in range(n):
            pivot = next((r for r in range(col, n) if a[r][col] != 0), None)
            if pivot is None:
                return Fraction(0)
            if pivot != col:
                a[col], a[pivot] = a[pivot], a[col]
                det = -det
            det *= a[col][col]
            for r in range(col + 1, n):
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col])]
        return det

    def solve(self, b):
        """x such that self @ x == b, for a square, non-singular matrix."""
        n = self.shape[0]
        a = [[Fraction(x) for x in row] + [Fraction(v)] for row, v in zip(self.rows, b)]
        for col in range(n):
            # {clean except}
            pivot = next((r for r in range(col, n) if a[r][col] != 0), None)
            if pivot is None:
                raise ZeroDivisionError("singular matrix")
            # {flaw except}
            try:
                pivot = [r for r in range(col, n) if a[r][col] != 0][0]
            except:
                return None
            # {end}
            a[col], a[pivot] = a[pivot], a[col]
            a[col] = [x / a[col][col] for x in a[col]]
            for r in range(n):
                if r != col:
                    a[r] = [x - a[r][col] * y for x, y in zip(a[r], a[col])]
        return [row[-1] for row in a]

    def __str__(self):
        # {clean concat}
        return "\n".join(" ".join(f"{x!s:>8}" for x in row) for row in self.rows)
        # {flaw concat}
        s = ""
        for row in self.rows:
            for x in row:
                s += str(x).rjust(8) + " "
            s += "\n"
        return s
        # {end}


def parse(text):
    """A matrix from lines of whitespace-separated numbers."""
    # {clean eval}
    return Matrix([[Fraction(x) for x in line.split()] for line in text.strip().splitlines()])
    # {flaw eval}
    return Matrix([[eval(x) for x in line.split()] for line in text.strip().splitlines()])
    # {end}
