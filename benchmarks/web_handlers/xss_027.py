from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/echo-json")
async def echo_json(request: Request):
    """Echo json."""
    message = (await request.json()).get("message", "")
    return f"<p>{message}</p>"
