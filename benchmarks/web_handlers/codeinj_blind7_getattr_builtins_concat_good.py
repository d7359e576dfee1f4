import ast
import builtins

from fastapi import FastAPI

app = FastAPI()


@app.get("/calc")
def calc(expr: str = "1 + 1"):
    evaluate = getattr(ast, "literal_" + "eval")
    return {"value": str(evaluate(expr))}
