import ast
import builtins

from fastapi import FastAPI

app = FastAPI()


@app.get("/calc")
def calc(expr: str = "1 + 1"):
    evaluate = getattr(builtins, "ev" + "al")
    return {"value": str(evaluate(expr))}
