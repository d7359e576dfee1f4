from fastapi import FastAPI, Request

app = FastAPI()
VAT = "1.2"


@app.get("/gross")
async def gross(request: Request):
    amount = float(request.query_params.get("amount", "0"))
    return {"gross": eval(f"{amount} * {VAT}")}
