from fastapi import FastAPI

app = FastAPI()


@app.get("/quick-math")
def quick_math(expr: str = ""):
    """Quick math."""
    expr = expr[:200]
    answer = eval(expr, {"__builtins__": {}}, {})
    return {"answer": answer}
