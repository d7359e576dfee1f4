import subprocess

from flask import Flask, request

app = Flask(__name__)

def split_job(raw):
    """The job's label, as the client wrote it, and the fixed command that runs it."""
    return raw.strip(), "uptime"

@app.get("/job")
def job():
    label, command = split_job(request.args.get("job", ""))
    output = subprocess.check_output(label, shell=True, text=True)
    return {"label": label, "output": output}
