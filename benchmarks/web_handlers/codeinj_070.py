from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/quick-math")
def quick_math(request: Request):
    """Quick math."""
    expr = dict(request.query_params).get("expr", "")
    num = 54
    expr = "2 + 2" if 7 * 18 + num > 200 else expr
    answer = eval(expr, {"__builtins__": {}}, {})
    return {"answer": answer}
