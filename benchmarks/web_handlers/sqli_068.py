from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def staff(request):
    """Staff."""
    username = param(request, "username")
    users = User.objects.extra(where=["username = %s"], params=[username])
    return JsonResponse({"ids": [user.pk for user in users]})


urlpatterns = [path("staff/", staff)]
