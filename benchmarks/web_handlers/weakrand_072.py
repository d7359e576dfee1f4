import random

from django.http import JsonResponse
from django.urls import path

API_KEYS = {}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def new_api_key(request):
    """New api key."""
    owner = param(request, "owner")
    key = str(random.random())[2:] + str(random.random())[2:]
    API_KEYS[key] = owner
    return JsonResponse({"api_key": key})


urlpatterns = [path("new-api-key/", new_api_key)]
