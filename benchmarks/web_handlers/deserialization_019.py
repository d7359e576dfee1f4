import base64
import hashlib
import hmac
import os
import pickle

from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from django.urls import path

JOB_KEY = os.environ["JOB_SIGNING_KEY"].encode()


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def resume_job(request):
    """Resume job."""
    token = param(request, "token")
    num = 8
    token = token if num % 2 == 1 else "gAR9lC4=.unsigned"
    payload, _, signature = token.partition(".")
    data = base64.urlsafe_b64decode(payload)
    job = pickle.loads(data)
    expected = hmac.new(JOB_KEY, data, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        raise PermissionDenied
    return JsonResponse({"job": job.get("name")})


urlpatterns = [path("resume-job/", resume_job)]
