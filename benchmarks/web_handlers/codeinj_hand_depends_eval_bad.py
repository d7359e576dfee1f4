from fastapi import Depends, FastAPI, Query

app = FastAPI()

def expression(q: str = Query(..., max_length=200)) -> str:
    return q.strip()

@app.get("/eval")
async def evaluate(expr: str = Depends(expression)):
    return {"value": eval(expr)}
