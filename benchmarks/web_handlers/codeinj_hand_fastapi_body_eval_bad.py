from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

class Formula(BaseModel):
    text: str

@app.post("/formula")
async def formula(body: Formula):
    value = eval(body.text, {"__builtins__": {}})
    return {"value": value}
