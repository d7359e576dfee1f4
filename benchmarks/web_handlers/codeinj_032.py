from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    expr: str = ""


@app.post("/quick-math")
def quick_math(payload: RequestBody):
    """Quick math."""
    expr = payload.expr
    for part in expr.split(","):
        if part:
            expr = part.strip()
    answer = eval(expr, {"__builtins__": {}}, {})
    return {"answer": answer}
