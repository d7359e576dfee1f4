import ast

from fastapi import FastAPI

app = FastAPI()


@app.get("/quick-math")
def quick_math(expr: str = ""):
    """Quick math."""
    expr = expr[:200]
    answer = ast.literal_eval(expr)
    return {"answer": answer}
