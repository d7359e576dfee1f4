from enum import Enum

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class Rule(BaseModel):
    left: float
    right: float
    op: str


class Comparator(str, Enum):
    lt = "<"
    gt = ">"
    eq = "=="


@app.post("/rules/check")
def check(rule: Rule):
    verdict = eval(f"{rule.left!r} {rule.op} {rule.right!r}", {"__builtins__": {}})
    return {"verdict": bool(verdict)}
