from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def people(request):
    """People."""
    last_name = param(request, "last_name")
    users = User.objects.raw("SELECT * FROM auth_user WHERE last_name = '%s'" % last_name)
    return JsonResponse({"users": [user.username for user in users]})


urlpatterns = [path("people/", people)]
