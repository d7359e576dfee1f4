import ast

from fastapi import FastAPI

app = FastAPI()


@app.get("/calculate/{expression}")
def calculate(expression: str):
    """Calculate."""
    expression = " ".join(expression.split())
    result = ast.literal_eval(expression)
    return {"result": result}
