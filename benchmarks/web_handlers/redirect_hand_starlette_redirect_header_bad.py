from fastapi import FastAPI, Request
from fastapi.responses import Response

app = FastAPI()

@app.get("/bounce")
async def bounce(request: Request):
    target = request.query_params.get("u", "/")
    return Response(status_code=302, headers={"Location": target})
