from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/quick-math")
def quick_math(request: Request):
    """Quick math."""
    expr = dict(request.query_params).get("expr", "")
    limit = 3
    if len("abcd") < limit:
        expr = expr.strip()
    else:
        expr = "2 + 2"
    answer = eval(expr, {"__builtins__": {}}, {})
    return {"answer": answer}
